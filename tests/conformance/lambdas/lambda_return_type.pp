[1].each |$x| >> String { notice('body') }
