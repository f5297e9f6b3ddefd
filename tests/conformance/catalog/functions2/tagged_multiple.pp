class web::frontend { tag 'extra'
  notice(tagged('web'), tagged('frontend'), tagged('web::frontend'), tagged('extra', 'web'), tagged('extra', 'nope'))
}
include web::frontend
