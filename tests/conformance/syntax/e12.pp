class foo inherits bar ($x) { }
