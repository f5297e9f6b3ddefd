class foo { notice($undefined_thing) }
include foo
