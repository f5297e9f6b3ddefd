class a inherits a {}
class { 'a': }
