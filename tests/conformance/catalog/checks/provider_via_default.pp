Package { provider => 'pip' }
package { ['flask', 'django']: ensure => installed }
package { 'htop': provider => 'aptitude' }
class pkgs {
  Package { provider => 'nope' }
  package { 'broken': }
}
include pkgs
