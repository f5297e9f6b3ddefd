node playground.example.com { notice('bare dotted') }
