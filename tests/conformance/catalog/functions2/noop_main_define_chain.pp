define outer { inner { "i-${title}": } }
define inner { notify { "n-${title}": } }
outer { 'o': noop => true, loglevel => 'warning' }
