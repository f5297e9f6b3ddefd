$x = 'Hello'
unless $x == 'hello' { notice('ne') } else { notice('eq') }
