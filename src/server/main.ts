import { serve } from "./serve";

void serve();
