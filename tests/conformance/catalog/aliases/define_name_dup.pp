define thing($x = 1) { notice("${title} ${name}") }
thing { 'one': name => 'two' }
thing { 'two': }
