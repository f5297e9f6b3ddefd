define d() { file { "/tmp/${title}": nonsense => 1 } }
d { 'a': }
notice('end')
