package { 'first': name => 'nginx' }
package { 'second': name => 'nginx' }
