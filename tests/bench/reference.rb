# reference.rb: the reference side of the benchmark runner (tests/bench/run), the twin of
# driver.c and wasm.mjs: Puppet is loaded once, and each manifest is compiled in-process by the
# compiler and evaluator `puppet apply` uses (as tests/tools/reference-inproc.rb does), so that
# what is timed is the evaluation (parse + compile), not Ruby's, Puppet's and Facter's start-up
# nor the catalog apply. Prints one JSON line per manifest:
#   {"name": "...", "raw": "output of the first compile", "inner": K, "ms": [per-compile CPU ms of each sample]}
# Each manifest runs in a forked child, so that no definition leaks into the next; in it a first
# compile warms up (and gives the output), then each of N samples runs K compiles back to back
# (K so that a sample lasts MIN_SAMPLE_MS or more). CPU time of the process
# (CLOCK_PROCESS_CPUTIME_ID), as the other drivers.
#
# usage: ruby reference.rb REPEAT FILE.pp...
require 'puppet'
require 'stringio'
require 'json'

MIN_SAMPLE_MS = 200.0
Puppet.initialize_settings(['--strict_variables', '--color=false'])
Puppet[:color] = false
Puppet::Util::Log.newdestination(:console)
FACTS = Puppet::Node::Facts.new('vm', {})

def cpu_ms
  Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID, :float_millisecond)
end

# Each compile in an environment of its own: Puppet keeps the parsed code and the loaded
# definitions with the environment, and a compile in the same one would skip parsing them.
$compiles = 0
def compile(code)
  $compiles += 1
  env = Puppet::Node::Environment.create(:"bench#{$compiles}", [])
  Puppet[:code] = code
  Puppet.override(:current_environment => env, :loaders => nil) do
    Puppet::Parser::Compiler.compile(Puppet::Node.new('vm', :facts => FACTS, :environment => env))
  end
end

def quiet
  real_out, real_err = $stdout, $stderr
  buf = StringIO.new
  $stdout = $stderr = buf
  begin
    yield
  rescue Exception => e
    buf.puts("Error: #{e.message}") unless buf.string.include?("Error: ")
  ensure
    $stdout, $stderr = real_out, real_err
  end
  buf.string
end

repeat = Integer(ARGV.shift)
ARGV.each do |file|
  reader, writer = IO.pipe
  pid = fork do
    reader.close
    code = File.read(file)
    raw = quiet { compile(code) }
    start = cpu_ms
    quiet { compile(code) }
    once = cpu_ms - start
    inner = once >= MIN_SAMPLE_MS ? 1 : (MIN_SAMPLE_MS / [once, 0.01].max).to_i + 1
    ms = (1..repeat).map do
      start = cpu_ms
      quiet { inner.times { compile(code) } }
      (cpu_ms - start) / inner
    end
    writer.write(JSON.generate({ 'name' => file, 'raw' => raw, 'inner' => inner, 'ms' => ms }) + "\n")
    writer.close
    exit!(0)
  end
  writer.close
  $stdout.write(reader.read)
  $stdout.flush
  reader.close
  Process.wait(pid)
end
