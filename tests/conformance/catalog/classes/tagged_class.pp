class web::server {
  tag 'frontend'
  notice(tagged('frontend'))
  notice(tagged('web::server'))
  notice(tagged('web'))
  notice(tagged('server'))
  notice(tagged('backend'))
}
include web::server
notice(tagged('web::server'))
