notice('%y'.sprintf(1))
