unless { }
