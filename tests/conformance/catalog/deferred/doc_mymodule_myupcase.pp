# The documentation's "Write a deferred function to store secrets", without its module
class mymodule {
  $d = Deferred("mymodule::myupcase", ["mysecret"])
  notify { example :
    message => $d
  }
}
class { 'mymodule': }
