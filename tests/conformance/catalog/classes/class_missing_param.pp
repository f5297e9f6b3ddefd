class needs(String $value) { }
include needs
