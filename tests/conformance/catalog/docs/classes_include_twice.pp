# lang_classes: include-like declarations can be repeated
class ntp { notice('ntp is declared once') }
include ntp
include ntp
class { 'base': }
class base { include ntp }
