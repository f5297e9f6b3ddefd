package { 'editor': name => 'vim', ensure => installed }
package { 'vim': ensure => installed }
