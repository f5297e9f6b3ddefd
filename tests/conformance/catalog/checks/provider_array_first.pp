package { 'a': provider => ['apt', 'bogus'] }
package { 'b': provider => ['bogus', 'apt'] }
