notice('日本語です'.index('語'))
notice('日本語です'.index(/で/))
notice('abc'.index(''))
