node default {
  include base
}
class base { notify { "hello ${trusted['certname']}": } }
