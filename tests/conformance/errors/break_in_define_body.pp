define d() { notice('before'); break(); notice('after') }
d { 'x': }
notice('end')
