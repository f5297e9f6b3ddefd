include ntp
class { 'ntp': servers => ['a.example.com'] }
