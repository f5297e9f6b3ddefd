schedule { 'nightly': period => daily, range => '1 - 3' }
define d { notify { "n-${title}": } }
d { 'x': schedule => 'nightly' }
