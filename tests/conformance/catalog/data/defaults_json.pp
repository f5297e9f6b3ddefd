Package { ensure => installed, provider => 'apt' }
package { ['x', 'y']: }
package { 'z': ensure => absent }
