class foo { notice($name) }
class { 'Foo': }
