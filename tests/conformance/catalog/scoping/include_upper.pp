class foo::bar { notice($title) }
include Foo::Bar
