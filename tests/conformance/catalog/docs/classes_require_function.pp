# lang_classes: require makes the class a dependency
class apache { package { 'httpd': ensure => installed } }
class wordpress {
  require apache
  notify { 'wordpress after apache': }
}
include wordpress
