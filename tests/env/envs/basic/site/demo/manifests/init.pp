class demo { notice('site demo') }
