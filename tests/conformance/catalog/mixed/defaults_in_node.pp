node default {
  Notify { message => 'node default' }
  notify { 'n': }
  include c
}
class c { notify { 'c': } }
