$pkgs = ['a', 'b']
package { $pkgs: } -> service { 's': }
Package[$pkgs] ~> Service['s']
