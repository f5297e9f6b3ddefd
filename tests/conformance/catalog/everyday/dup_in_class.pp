class foo { notify { 'x': } }
class bar { notify { 'x': message => 'b' } }
include foo
include bar
