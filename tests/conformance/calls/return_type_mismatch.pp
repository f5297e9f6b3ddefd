function r() >> String { 42 }
notice(r())
