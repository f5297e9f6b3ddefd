class foo { }
class foo { }
include foo
