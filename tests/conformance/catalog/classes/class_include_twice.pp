class foo { notice('foo body') }
include foo
include foo
include foo, foo
notice('end')
