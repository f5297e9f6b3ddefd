define web::site($port = 1) {
  notice("define port ${port}")
}
web::site { 'a': }
