define d() {}
class { 'd': }
