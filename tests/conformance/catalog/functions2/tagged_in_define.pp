define d { notice(tagged('d'), tagged($title), tagged('class'), tagged('special')) }
d { 'x': tag => 'special' }
