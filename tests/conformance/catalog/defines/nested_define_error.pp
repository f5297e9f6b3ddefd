define inner($v) { }
define outer { inner { "i-${title}": } }
outer { 'x': }
