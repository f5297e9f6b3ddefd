class attr { }
