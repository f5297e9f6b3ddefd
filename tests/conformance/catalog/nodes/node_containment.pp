node default {
  notify { 'in node': }
  class { 'inner': }
}
class inner { notify { 'in inner': } }
