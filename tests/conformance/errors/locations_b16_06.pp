notice("x\ty ${nope}")
