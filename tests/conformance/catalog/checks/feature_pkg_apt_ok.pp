package { 'x': ensure => latest }
package { 'y': ensure => '2.0-1' }
package { 'z': ensure => purged }
