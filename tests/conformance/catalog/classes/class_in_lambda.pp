[1].each |$x| { class c {} }
