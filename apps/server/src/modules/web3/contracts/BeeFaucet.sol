// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IBeeToken {
    function transfer(address to, uint256 value) external returns (bool);
    function balanceOf(address owner) external view returns (uint256);
}

// vuln-code-snippet start nftMintChallenge
/// @title The Bee Haven faucet: a few free BEE for every visitor, from a small budget.
contract BeeFaucet {
    IBeeToken public immutable token;
    /// Whole BEE the faucet may still hand out.
    uint8 public balance = 200; // vuln-code-snippet neutral-line nftMintChallenge

    constructor(IBeeToken beeToken) {
        token = beeToken;
    }

    /// Sends `amount` whole BEE to the caller, as long as the budget allows it.
    function withdraw(uint8 amount) external {
        unchecked { // vuln-code-snippet neutral-line nftMintChallenge
            balance -= amount; // vuln-code-snippet vuln-line nftMintChallenge
        }
        require(balance >= 0, "Faucet: budget exhausted"); // vuln-code-snippet vuln-line nftMintChallenge
        require(token.transfer(msg.sender, uint256(amount) * 1e18), "Faucet: transfer failed");
    }

    /// Whole BEE the faucet holds.
    function tokenBalance() external view returns (uint256) {
        return token.balanceOf(address(this)) / 1e18;
    }
}
// vuln-code-snippet end nftMintChallenge
