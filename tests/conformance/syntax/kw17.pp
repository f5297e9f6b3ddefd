class site { }
