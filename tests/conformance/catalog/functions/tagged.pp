class foo { tag 'extra' notice(tagged('foo')) notice(tagged('extra')) notice(tagged('bar')) }
include foo
notice(tagged('foo'))
