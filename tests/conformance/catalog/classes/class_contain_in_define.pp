class shared { notify { 'shared': } }
define wrapper() {
  contain shared
  notify { "wrapper ${title}": }
}
wrapper { 'w': }
